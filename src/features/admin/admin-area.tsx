import './admin.css';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import NotFoundPage from '../errors/not-found-page';
import { AdminLayout } from './admin-layout';

// Each admin page is its own chunk, loaded inside the layout so the sidebar and header stay put.
const AdminDashboardPage = lazy(() => import('./dashboard/admin-dashboard-page'));
const AdminCarsPage = lazy(() => import('./cars/admin-cars-page'));

/** Everything under /admin once the guard has let an admin through (paths are relative to /admin). */
export default function AdminArea() {
  return (
    <AdminLayout>
      <Suspense fallback={null}>
        <Switch>
          <Route path="/dashboard" component={AdminDashboardPage} />
          <Route path="/cars" component={AdminCarsPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AdminLayout>
  );
}
