/** A `profiles` row as the profile and accounts queries select it (snake_case, as stored). */
export type ProfileRow = {
  id: string;
  email: string;
  full_name: string | null;
  job_title: string | null;
  company: string | null;
  avatar_url: string | null;
  is_pro: boolean;
  theme: string | null;
};
