import { PeopleSkeleton } from "@/components/people/people-skeleton";

export default function Loading() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <h1 className="text-2xl font-semibold tracking-tight">People</h1>
      <PeopleSkeleton />
    </div>
  );
}
