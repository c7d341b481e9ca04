import Link from "next/link";
import { ArrowRight, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Wordmark } from "@/components/shell/wordmark";
import { ConstellationBackground } from "./constellation-background";

/** The logged-out landing page (spec 1 §1). */
export function LandingHero() {
  return (
    <div className="dark relative isolate flex min-h-dvh flex-col overflow-hidden bg-[#070912] text-foreground">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_50%_0%,rgba(124,58,237,0.35),transparent_70%),radial-gradient(40%_40%_at_85%_80%,rgba(14,165,233,0.18),transparent_70%),radial-gradient(35%_35%_at_10%_75%,rgba(236,72,153,0.12),transparent_70%)]"
      />
      <div className="absolute inset-0 -z-10">
        <ConstellationBackground />
      </div>
      <div aria-hidden className="absolute inset-x-0 bottom-0 -z-10 h-48 bg-linear-to-t from-[#070912] to-transparent" />

      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-6 py-5">
        <Wordmark className="text-white" />
        <span className="text-xs font-medium text-white/50">Invite only</span>
      </header>

      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center px-6 pb-24 text-center">
        <p className="mb-8 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-xs font-medium text-white/80 shadow-[0_0_30px_-10px_rgba(139,92,246,0.8)] backdrop-blur">
          <Sparkles className="size-3.5 text-violet-300" aria-hidden />
          Private beta access
        </p>
        <h1 className="bg-linear-to-b from-white via-white to-white/60 bg-clip-text text-5xl font-semibold tracking-tight text-transparent sm:text-7xl">
          Connect the dots
        </h1>
        <p className="mt-5 bg-linear-to-r from-violet-300 via-indigo-200 to-sky-300 bg-clip-text text-xl font-medium text-transparent sm:text-2xl">
          See the signal in the noise
        </p>
        <p className="mt-6 max-w-xl text-base leading-relaxed text-white/60">
          Trayo watches the news about the accounts you sell to, tells you why each event matters and who to talk
          to, and delivers it to your inbox every morning.
        </p>
        <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row">
          <Button
            asChild
            size="lg"
            className="h-11 bg-white px-7 text-[#0b0d1a] shadow-[0_8px_30px_-6px_rgba(139,92,246,0.7)] hover:bg-white/90"
          >
            <Link href="/signin">
              Sign In <ArrowRight />
            </Link>
          </Button>
        </div>
      </main>

      <footer className="mx-auto w-full max-w-6xl px-6 py-6 text-center text-xs text-white/40">
        © {new Date().getFullYear()} Trayo. Sales intelligence for teams that sell to named accounts.
      </footer>
    </div>
  );
}
