import '../features/admin/admin.css';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ADMIN_PAGES, portalRoute } from '../../domain/pages';
import { LogicProvider } from '../actors/logic';
import { logic } from '../actors/wiring/portal';
import NotFoundPage from '../features/errors/not-found-page';
import { AdminLayout } from '../features/admin/admin-layout';
import { InboxCountProvider } from '../features/admin/enquiries/inbox-count';
import { lazyWithWords } from '../i18n/lazy-with-words';

// Each admin page is its own chunk, loaded inside the layout so the sidebar and header stay put.
const AdminDashboardPage = lazyWithWords(() => import('../features/admin/dashboard/admin-dashboard-page'));
const AdminCarsPage = lazyWithWords(() => import('../features/admin/cars/admin-cars-page'));
const AdminEnquiriesPage = lazyWithWords(() => import('../features/admin/enquiries/admin-enquiries-page'));
const AdminTrashPage = lazyWithWords(() => import('../features/admin/trash/admin-trash-page'));
const AdminActivityPage = lazyWithWords(() => import('../features/admin/activity/admin-activity-page'));
const AdminAccountsPage = lazyWithWords(() => import('../features/admin/accounts/admin-accounts-page'));

/**
 * Everything under /admin once the guard has let an admin through (paths are relative to /admin), with the portal's
 * live logic (src/actors/wiring/portal.ts, docs/decisions/009): this chunk is lazy, so a visitor never downloads it.
 */
export default function AdminArea() {
  return (
    <LogicProvider logic={logic}>
      <InboxCountProvider>
        <AdminLayout>
          <Suspense fallback={null}>
            <Switch>
              <Route path={portalRoute(ADMIN_PAGES.dashboard)} component={AdminDashboardPage} />
              <Route path={portalRoute(ADMIN_PAGES.cars)} component={AdminCarsPage} />
              <Route path={portalRoute(ADMIN_PAGES.enquiries)} component={AdminEnquiriesPage} />
              <Route path={portalRoute(ADMIN_PAGES.trash)} component={AdminTrashPage} />
              <Route path={portalRoute(ADMIN_PAGES.activity)} component={AdminActivityPage} />
              <Route path={portalRoute(ADMIN_PAGES.accounts)} component={AdminAccountsPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </AdminLayout>
      </InboxCountProvider>
    </LogicProvider>
  );
}
