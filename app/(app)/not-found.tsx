import { PageNotFound } from "@/components/shell/page-not-found";

export default function AppNotFound() {
  return (
    <div className="grid place-items-center py-16">
      <PageNotFound />
    </div>
  );
}
