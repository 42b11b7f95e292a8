/**
 * Route table. Every page is its own lazily loaded chunk (React.lazy), so a visit to "/" downloads
 * only the landing page's code.
 *
 * Why declarative <Routes> and not createBrowserRouter: the data router alone is ~31 KB gzipped;
 * with React 19 (~60 KB) that would blow the 90 KB landing-page budget before any app code.
 * Declarative mode costs ~15 KB and TanStack Query does the data loading anyway.
 */
import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths, placeholderPaths, routePatterns } from '@/config/paths';
import { MinimalLayout } from './routes/minimal-layout';
import { ProtectedRoute } from './routes/protected-route';
import { SiteLayout } from './routes/site-layout';

const Landing = lazy(() => import('@/features/marketing/routes/landing'));
const About = lazy(() => import('@/features/marketing/routes/about'));
const Contact = lazy(() => import('@/features/marketing/routes/contact'));
const Help = lazy(() => import('@/features/marketing/routes/help'));
const Faq = lazy(() => import('@/features/marketing/routes/faq'));
const Terms = lazy(() => import('@/features/marketing/routes/terms'));
const Disclaimer = lazy(() => import('@/features/marketing/routes/disclaimer'));
const Privacy = lazy(() => import('@/features/marketing/routes/privacy'));
const Pricing = lazy(() => import('@/features/billing/routes/pricing'));
const Success = lazy(() => import('@/features/billing/routes/success'));
const TestCheckout = lazy(() => import('@/features/billing/routes/test-checkout'));
const TestPortal = lazy(() => import('@/features/billing/routes/test-portal'));
const Auth = lazy(() => import('@/features/auth/routes/auth'));
const Assessment = lazy(() => import('@/features/assessments/routes/assessment'));
/**
 * A page whose first screen is API reads that public/route-hint.js starts from <head>: its lazy load
 * also waits for the answers already in to be put in its queries (src/lib/early-reads.ts, never
 * for the network), so its first render shows them.
 */
function withEarlyReads<M extends { default: ComponentType; seedEarlyReads: () => Promise<void> }>(
  load: () => Promise<M>,
): () => Promise<M> {
  return () => load().then((module) => module.seedEarlyReads().then(() => module));
}

const Results = lazy(withEarlyReads(() => import('./routes/results-page')));
const MyAssessments = lazy(withEarlyReads(() => import('@/features/assessments/routes/my-assessments')));
const MyRehab = lazy(withEarlyReads(() => import('@/features/rehab/routes/my-rehab')));
const Settings = lazy(() => import('./routes/settings-page'));
const NotFound = lazy(() => import('./routes/not-found'));
/** Interactive app areas share a lazily loaded layout that brings TanStack Query and toasts. */
const AppLayout = lazy(() => import('./routes/app-layout'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<Landing />} />
        <Route path={paths.about} element={<About />} />
        <Route path={paths.contact} element={<Contact />} />
        <Route path={paths.help} element={<Help />} />
        <Route path={paths.faq} element={<Faq />} />
        <Route path={paths.terms} element={<Terms />} />
        <Route path={paths.disclaimer} element={<Disclaimer />} />
        <Route path={paths.pricing} element={<Pricing />} />
        <Route element={<AppLayout />}>
          <Route path={paths.assessment} element={<Assessment />} />
          <Route path={paths.results} element={<Results />} />
          <Route path={routePatterns.result} element={<Results />} />
          <Route
            path={paths.myAssessments}
            element={
              <ProtectedRoute>
                <MyAssessments />
              </ProtectedRoute>
            }
          />
          <Route
            path={paths.myRehab}
            element={
              <ProtectedRoute>
                <MyRehab />
              </ProtectedRoute>
            }
          />
          <Route
            path={paths.settings}
            element={
              <ProtectedRoute>
                <Settings />
              </ProtectedRoute>
            }
          />
          <Route
            path={paths.success}
            element={
              <ProtectedRoute>
                <Success />
              </ProtectedRoute>
            }
          />
          <Route
            path={paths.testCheckout}
            element={
              <ProtectedRoute>
                <TestCheckout />
              </ProtectedRoute>
            }
          />
          <Route
            path={paths.testPortal}
            element={
              <ProtectedRoute>
                <TestPortal />
              </ProtectedRoute>
            }
          />
        </Route>
        {placeholderPaths.map((path) => (
          <Route key={path} path={path} element={<NotFound />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<MinimalLayout />}>
        <Route path={paths.privacy} element={<Privacy />} />
        <Route element={<AppLayout />}>
          <Route path={paths.auth} element={<Auth />} />
        </Route>
      </Route>
    </Routes>
  );
}
