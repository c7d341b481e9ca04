import { redirect } from "next/navigation";

export default function UserFeed() {
  redirect("/user/events");
}
