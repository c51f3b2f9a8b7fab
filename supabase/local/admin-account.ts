import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '../functions/_shared/database.types.ts';

async function findUserByEmail(client: SupabaseClient<Database>, email: string): Promise<User | null> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw error;
    const match = data.users.find((user) => user.email?.toLowerCase() === email.toLowerCase());
    if (match) return match;
    if (data.users.length < 1000) return null;
  }
}

/**
 * Creates the user (or resets its password) and gives it the admin role, through the public APIs only,
 * so it works the same against the local backend and a hosted project. `client` holds the service-role key.
 */
export async function ensureAdmin(client: SupabaseClient<Database>, email: string, password: string): Promise<{ userId: string; created: boolean }> {
  const existing = await findUserByEmail(client, email);
  let userId: string;
  if (existing) {
    const { error } = await client.auth.admin.updateUserById(existing.id, { password, email_confirm: true });
    if (error) throw error;
    userId = existing.id;
  } else {
    const { data, error } = await client.auth.admin.createUser({ email, password, email_confirm: true });
    if (error) throw error;
    userId = data.user.id;
  }
  const { data: role, error: readError } = await client
    .from('user_roles')
    .select('id')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle();
  if (readError) throw readError;
  if (!role) {
    const { error } = await client.from('user_roles').insert({ user_id: userId, role: 'admin' });
    if (error) throw error;
  }
  return { userId, created: !existing };
}
