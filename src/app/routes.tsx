import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PUBLIC_CATEGORIES, type PublicCategory } from '../config/constants';
import NotFoundPage from '../features/errors/not-found-page';

const AccessDeniedPage = lazy(() => import('../features/errors/access-denied-page'));
const HelloPage = lazy(() => import('../features/placeholder/hello-page'));
// Admin code lives in its own chunks: a visitor never downloads it.
const AdminArea = lazy(() => import('../features/admin/admin-area'));
const AdminLoginPage = lazy(() => import('../features/admin/admin-login-page'));
const ForgotPasswordPage = lazy(() => import('../features/admin/password/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/admin/password/reset-password-page'));

const Home = lazy(() => import('../features/showroom/home-page'));
const CategoriesPage = lazy(() => import('../features/showroom/categories-page'));
const BrandsPage = lazy(() => import('../features/showroom/brands-page'));
const AboutPage = lazy(() => import('../features/showroom/about-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const DisclaimerPage = lazy(() => import('../features/legal/disclaimer-page'));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page'));
const TermsPage = lazy(() => import('../features/legal/terms-page'));
const CookiesPage = lazy(() => import('../features/legal/cookies-page'));
const CarDetailPage = lazy(() => import('../features/car-detail/car-detail-page'));
const CollectionPage = lazy(() => import('../features/fleet/collection-page'));
const CategoryPage = lazy(() => import('../features/categories/category-page'));
/** One route component per category landing page, made once (a stable component type per path). */
const categoryRoute = (slug: PublicCategory): ComponentType => () => <CategoryPage category={slug} />;

/** The route table of SPEC §2. Guards run around it (RouteGuard); public paths are never checked. */
const publicRoutes: Array<[string, ComponentType]> = [
  ['/', Home],
  ['/home', Home],
  ['/cars', CollectionPage],
  ['/cars/:id', CarDetailPage],
  ['/categories', CategoriesPage],
  ...PUBLIC_CATEGORIES.map((slug): [string, ComponentType] => [`/${slug}`, categoryRoute(slug)]),
  ['/brands', BrandsPage],
  ['/about', AboutPage],
  ['/contact', ContactPage],
  ['/disclaimer', DisclaimerPage],
  ['/privacy', PrivacyPage],
  ['/terms', TermsPage],
  ['/cookies', CookiesPage],
  ['/unauth', AccessDeniedPage],
  ['/hello', HelloPage],
];

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        {publicRoutes.map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route path="/admin/login" component={AdminLoginPage} />
        <Route path="/admin/forgot-password" component={ForgotPasswordPage} />
        <Route path="/admin/reset-password" component={ResetPasswordPage} />
        <Route path="/admin" nest>
          <AdminArea />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
