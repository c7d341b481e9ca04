import { notFound } from "next/navigation";

/** Any address the app does not have: the not-found page inside the shell ((app)/not-found.tsx). */
export default function MissingPage(): never {
  notFound();
}
