import { redirect } from 'next/navigation';

/** /admin: the back office starts at its dashboard (which sends to the login page without a session). */
export default function AdminHome() {
  redirect('/admin/dashboard');
}
