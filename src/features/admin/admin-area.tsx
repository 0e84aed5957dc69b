import { Route, Switch } from 'wouter';
import NotFoundPage from '../errors/not-found-page';
import { placeholder } from '../pending/screen-placeholder';

/** Everything under /admin once the guard has let an admin through (paths are relative to /admin). */
export default function AdminArea() {
  return (
    <Switch>
      <Route path="/dashboard" component={placeholder('Dashboard')} />
      <Route path="/cars" component={placeholder('Fleet')} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
