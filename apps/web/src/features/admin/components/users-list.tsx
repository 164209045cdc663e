import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminUsers, type AdminUsersFilters } from '../api/admin-users';
import { formatDate } from '../lib/format';
import { ListFilters } from './list-filters';
import { UserBadges } from './user-badges';

const filterSelects = [
  { name: 'plan', label: 'Plan', options: [['free', 'Free'], ['pro', 'Pro'], ['premium', 'Premium']] },
  { name: 'verified', label: 'Verified', options: [['yes', 'Verified'], ['no', 'Unverified']] },
  { name: 'active', label: 'Status', options: [['yes', 'Active'], ['no', 'Deactivated']] },
  { name: 'admin', label: 'Role', options: [['yes', 'Admins'], ['no', 'Users']] },
] as const;

/** /admin/users: search, filters and pages of 25, all in the address so a view can be shared or reloaded. */
export function UsersList({
  page,
  filters,
  onPageChange,
  onFilterChange,
}: {
  page: number;
  filters: AdminUsersFilters;
  onPageChange: (page: number) => void;
  onFilterChange: (name: string, value: string | null) => void;
}) {
  const users = useAdminUsers(page, filters);
  return (
    <div className="grid gap-5">
      <ListFilters
        idPrefix="admin-user"
        searchPlaceholder="Name or e-mail"
        filters={filters}
        selects={filterSelects}
        onFilterChange={onFilterChange}
        className="lg:grid-cols-[2fr_repeat(4,1fr)]"
      />

      {users.isError ? (
        <LoadError title="We couldn't load the users" onRetry={() => void users.refetch()}>
          Check your connection and try again.
        </LoadError>
      ) : !users.data ? (
        <div role="status" aria-label="Loading users" className="grid gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-14 rounded-lg" />
          ))}
        </div>
      ) : users.data.data.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <Users className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No users match</p>
          <p className="text-sm text-muted-foreground">Try another search, or clear a filter.</p>
        </div>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {users.data.pagination.total} users found
          </p>
          {/* From 768 px a table; below, one card per user (the same links and facts). */}
          <div className="hidden overflow-hidden rounded-xl border bg-card md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Users, newest first</caption>
              <thead className="bg-muted/60 text-left text-xs font-medium text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">Name</th>
                  <th scope="col" className="px-4 py-3">Plan and state</th>
                  <th scope="col" className="px-4 py-3 text-right">Websites</th>
                  <th scope="col" className="px-4 py-3">Joined</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {users.data.data.map((user) => (
                  <tr key={user.id} className="hover:bg-accent/50">
                    <td className="max-w-72 px-4 py-3">
                      <Link to={paths.admin.user.getHref(user.id)} className="font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                        {user.name}
                      </Link>
                      <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                    </td>
                    <td className="px-4 py-3">
                      <UserBadges user={user} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{user.websites_count}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatDate(user.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-2 md:hidden" aria-label="Users, newest first">
            {users.data.data.map((user) => (
              <li key={user.id} className="grid gap-2 rounded-xl border bg-card p-4">
                <div className="grid min-w-0">
                  <Link to={paths.admin.user.getHref(user.id)} className="font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                    {user.name}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                </div>
                <UserBadges user={user} />
                <p className="text-xs text-muted-foreground">
                  {user.websites_count} {user.websites_count === 1 ? 'website' : 'websites'} · joined {formatDate(user.created_at)}
                </p>
              </li>
            ))}
          </ul>
          <Pagination info={users.data.pagination} onPageChange={onPageChange} label="Users pages" />
        </>
      )}
    </div>
  );
}
