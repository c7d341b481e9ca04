import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Suspense } from "react";
import { ArrowLeft, Users } from "lucide-react";
import { AccountFilter } from "@/components/people/account-filter";
import { PeopleSkeleton } from "@/components/people/people-skeleton";
import { PersonCard } from "@/components/people/person-card";
import { ContextRequired } from "@/components/shell/context-required";
import { listAccountOptions, type AccountOption } from "@/lib/events/list-account-options";
import { contextRequiredMessage, resolveActingContext, type NoContextReason } from "@/lib/auth/acting-context";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { readOrFallback } from "@/lib/log";
import { getPeopleForUser } from "@/lib/people/get-people";
import { NO_PEOPLE_MESSAGE, PEOPLE_CONTEXT_REQUIRED, toPersonSummary, toPersonView } from "@/lib/people/people-view";
import { loadPersonTimelineAction } from "../actions";

export const metadata: Metadata = { title: "People" };

type Route = { kind: "all" } | { kind: "account"; accountId: string } | { kind: "person"; personId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseRoute(segments: string[] | undefined): Route | null {
  if (!segments || segments.length === 0) return { kind: "all" };
  const [kind, id] = segments;
  if (segments.length !== 2 || !id) return null;
  if (kind === "account") return { kind: "account", accountId: id };
  if (kind === "person") return { kind: "person", personId: id };
  return null;
}

export default async function PeoplePage({ params }: { params: Promise<{ segments?: string[] }> }) {
  const route = parseRoute((await params).segments);
  if (!route) notFound();
  const acting = await resolveActingContext();
  const { scope } = acting;
  const accounts = scope ? await readOrFallback("people: loading the account filter", () => listAccountOptions(scope), []) : [];
  if (route.kind === "account" && !(UUID.test(route.accountId) && accounts.some((a) => a.id === route.accountId))) {
    redirect("/user/people");
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">People</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          These people were identified within your discovered events. The list is not exhaustive, but they are likely key
          stakeholders.
        </p>
      </div>
      {scope ? (
        <Suspense key={JSON.stringify(route)} fallback={<PeopleSkeleton />}>
          <PeopleList scope={scope} route={route} accounts={accounts} />
        </Suspense>
      ) : (
        <NoContext reason={acting.scope ? "pick-context" : acting.reason} />
      )}
    </div>
  );
}

function NoContext({ reason }: { reason: NoContextReason }) {
  return reason === "pick-context" ? (
    <div role="status" className="rounded-xl border border-dashed bg-background px-6 py-10 text-center text-sm text-muted-foreground">
      {PEOPLE_CONTEXT_REQUIRED}
    </div>
  ) : (
    <ContextRequired message={contextRequiredMessage(reason, PEOPLE_CONTEXT_REQUIRED)} />
  );
}

async function PeopleList({ scope, route, accounts }: { scope: ActingScope; route: Route; accounts: AccountOption[] }) {
  const people = await readOrFallback("people: loading people", () => getPeopleForUser(scope), []);
  const sortedAccounts = [...accounts].sort((a, b) => a.name.localeCompare(b.name));

  if (route.kind === "person") {
    const person = people.find((p) => p.id === route.personId);
    return (
      <div className="grid gap-4">
        <div>
          <Link
            href="/user/people"
            className="inline-flex items-center gap-1.5 rounded-md border bg-background px-3 py-1.5 text-sm font-medium hover:bg-accent"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to People
          </Link>
        </div>
        {person ? <PersonCard person={toPersonView(person)} alwaysOpen /> : <Empty />}
      </div>
    );
  }

  const shown = route.kind === "account" ? people.filter((p) => p.account_id === route.accountId) : people;
  return (
    <div className="grid gap-4">
      <AccountFilter accounts={sortedAccounts} selectedId={route.kind === "account" ? route.accountId : null} />
      {shown.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-3" aria-label="People">
          {shown.map((person) => (
            <li key={person.id}>
              <PersonCard person={toPersonSummary(person)} loadTimeline={loadPersonTimelineAction} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Empty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="grid size-11 place-items-center rounded-full bg-brand/10 text-brand">
        <Users className="size-5" aria-hidden />
      </span>
      <p className="text-sm text-muted-foreground">{NO_PEOPLE_MESSAGE}</p>
    </div>
  );
}
