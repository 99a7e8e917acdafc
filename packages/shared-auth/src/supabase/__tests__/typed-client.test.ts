import { http, HttpResponse } from 'msw';
import { setupFakeNetwork } from '../../testing';
import { getSupabase, initSupabase } from '../client';

const server = setupFakeNetwork();

// The client is typed with the Database generated from the migrations: a table or column that does not exist
// fails the type check (tsc runs over tests), and rows come back with their columns' types.
describe('the Supabase client', () => {
  it('is typed by the generated Database and asks PostgREST what the query says', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      http.get('http://supabase.test/rest/v1/aide_members', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json([{ id: 'm1', role: 'admin', first_name: null }]);
      }),
    );
    initSupabase(
      { supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon' },
      { autoRefreshToken: false },
    );
    // @ts-expect-error: not a table of the public schema
    void getSupabase().from('aide_not_a_table');
    // @ts-expect-error: aide_members has no column `salary`
    void getSupabase().from('aide_members').update({ salary: 1 });

    const { data, error } = await getSupabase()
      .from('aide_members')
      .select('id, role, first_name')
      .eq('role', 'admin');
    expect(error).toBeNull();
    // Typed rows: role is a string, first_name may be null.
    const roles: string[] = (data ?? []).map((row) => row.role);
    const firstNames: (string | null)[] = (data ?? []).map((row) => row.first_name);
    expect(roles).toEqual(['admin']);
    expect(firstNames).toEqual([null]);
    expect(asked!.get('select')).toBe('id,role,first_name');
    expect(asked!.get('role')).toBe('eq.admin');
  });
});
