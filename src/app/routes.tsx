import { Suspense, useMemo, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { LogicProvider, type LiveLogic, type RootActors } from '../actors/logic';
import { AuthContext } from '../actors/root-actors';
import { PUBLIC_CATEGORIES, type PublicCategory } from '../../domain/constants';
import {
  ADMIN_FORGOT_PASSWORD,
  ADMIN_LOGIN,
  ADMIN_RESET_PASSWORD,
  ADMIN_ROOT,
  CAR_PAGE_ROUTE,
  STATIC_PAGES,
  categoryPath,
  type StaticView,
} from '../../domain/pages';
import NotFoundPage from '../features/errors/not-found-page';
import { lazyWithWords } from '../i18n/lazy-with-words';

const AccessDeniedPage = lazyWithWords(() => import('../features/errors/access-denied-page'));
const HelloPage = lazyWithWords(() => import('../features/placeholder/hello-page'));
// Admin code lives in its own chunks, with the portal's wiring: a visitor never downloads it.
const AdminArea = lazyWithWords(() => import('./admin-area'));
const portal = () => import('../actors/wiring/portal');
const AdminLoginPage = wired(() => import('../features/admin/admin-login-page'), portal);
const ForgotPasswordPage = wired(() => import('../features/admin/password/forgot-password-page'), portal);
const ResetPasswordPage = wired(() => import('../features/admin/password/reset-password-page'), portal);

/**
 * What a wiring module (src/actors/wiring) exports: its logic, and optionally `logicFor`, the logic that must be
 * made for the app's root actors (the login signs in through the auth actor): made here, for the page's auth actor.
 */
type Wiring = { logic: Partial<LiveLogic>; logicFor?: (root: RootActors) => Partial<LiveLogic> };

/**
 * A page with the live logic of its machines (docs/decisions/009): the page's code and its wiring load together, in
 * the page's chunk, and the wiring is provided around the page here, where the app composes it.
 */
function wired<P extends object>(page: () => Promise<{ default: ComponentType<P> }>, wiring: () => Promise<Wiring>) {
  return lazyWithWords(async () => {
    const [{ default: Page }, { logic, logicFor }] = await Promise.all([page(), wiring()]);
    if (!logicFor) {
      return {
        default: (props: P) => (
          <LogicProvider logic={logic}>
            <Page {...props} />
          </LogicProvider>
        ),
      };
    }
    return {
      default: function RootWired(props: P) {
        const auth = AuthContext.useActorRef();
        const all = useMemo(() => ({ ...logic, ...logicFor({ auth }) }), [auth]);
        return (
          <LogicProvider logic={all}>
            <Page {...props} />
          </LogicProvider>
        );
      },
    };
  });
}

const Home = wired(() => import('../features/showroom/home-page'), () => import('../actors/wiring/showroom'));
const CategoriesPage = lazyWithWords(() => import('../features/showroom/categories-page'));
const BrandsPage = lazyWithWords(() => import('../features/showroom/brands-page'));
const AboutPage = lazyWithWords(() => import('../features/showroom/about-page'));
const ContactPage = wired(() => import('../features/contact/contact-page'), () => import('../actors/wiring/contact'));
const DisclaimerPage = lazyWithWords(() => import('../features/legal/disclaimer-page'));
const PrivacyPage = lazyWithWords(() => import('../features/legal/privacy-page'));
const TermsPage = lazyWithWords(() => import('../features/legal/terms-page'));
const CookiesPage = lazyWithWords(() => import('../features/legal/cookies-page'));
const CarDetailPage = wired(() => import('../features/car-detail/car-detail-page'), () => import('../actors/wiring/car-detail'));
const CollectionPage = wired(() => import('../features/fleet/collection-page'), () => import('../actors/wiring/fleet'));
const CategoryPage = lazyWithWords(() => import('../features/categories/category-page'));
const ShortlistPage = lazyWithWords(() => import('../features/shortlist/shortlist-page'));
/** One route component per category landing page, made once (a stable component type per path). */
const categoryRoute = (slug: PublicCategory): ComponentType => () => <CategoryPage category={slug} />;

/** The view of each page at a fixed address: the addresses are the page table's (domain/pages.ts, the server's too). */
const STATIC_VIEWS: Record<StaticView, ComponentType> = {
  home: Home,
  cars: CollectionPage,
  categories: CategoriesPage,
  brands: BrandsPage,
  about: AboutPage,
  contact: ContactPage,
  disclaimer: DisclaimerPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  cookies: CookiesPage,
  shortlist: ShortlistPage,
  accessDenied: AccessDeniedPage,
  hello: HelloPage,
};

/** The route table of SPEC §2. Guards run around it (RouteGuard); public paths are never checked. */
const publicRoutes: Array<[string, ComponentType]> = [
  ...Object.entries(STATIC_PAGES).map(([path, page]): [string, ComponentType] => [path, STATIC_VIEWS[page.view]]),
  [CAR_PAGE_ROUTE, CarDetailPage],
  ...PUBLIC_CATEGORIES.map((slug): [string, ComponentType] => [categoryPath(slug), categoryRoute(slug)]),
];

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        {publicRoutes.map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route path={ADMIN_LOGIN} component={AdminLoginPage} />
        <Route path={ADMIN_FORGOT_PASSWORD} component={ForgotPasswordPage} />
        <Route path={ADMIN_RESET_PASSWORD} component={ResetPasswordPage} />
        <Route path={ADMIN_ROOT} nest>
          <AdminArea />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
