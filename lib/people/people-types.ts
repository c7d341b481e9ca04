/** One event a person is tied to (get_people_for_user's related_events). */
export type PersonEvent = {
  event_id: string;
  title: string | null;
  event_date: string | null;
  tldr: string | null;
  account_name: string;
  account_logo_url: string | null;
  reasoning: string | null;
  url: string | null;
};

/** A person as get_people_for_user returns them (spec 2 §3, §7). */
export type PersonWithEvents = {
  id: string;
  full_name: string;
  title: string | null;
  profile_image_url: string | null;
  linkedin_username: string | null;
  account_id: string;
  account_name: string;
  account_logo_url: string | null;
  account_full_name: string | null;
  related_events: PersonEvent[];
  event_count: number;
};
