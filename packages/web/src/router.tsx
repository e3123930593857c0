import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app-root';
import { RequireAuth } from './lib/auth/require-auth';
import { lazyPage } from './lib/lazy-page';

// Every page is its own chunk (React.lazy): /login loads neither the shell nor other pages.
const LoginPage = lazyPage(() => import('./features/auth/routes/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./features/auth/routes/register-page'), 'RegisterPage');
const LegacyRegisterPage = lazyPage(() => import('./features/auth/routes/legacy-register-page'), 'LegacyRegisterPage');
const LandingPage = lazyPage(() => import('./features/landing/routes/landing-page'), 'LandingPage');
const ShellLayout = lazyPage(() => import('./features/shell/components/shell-layout'), 'ShellLayout');
const RecipesPage = lazyPage(() => import('./features/recipes/collection/recipes-page'), 'RecipesPage');
const AdminPage = lazyPage(() => import('./features/admin/routes/admin-page'), 'AdminPage');
const RequireAdmin = lazyPage(() => import('./lib/auth/require-admin'), 'RequireAdmin');
const RootErrorPage = lazyPage(() => import('./root-error-page'), 'RootErrorPage');
const RecipeDetailPage = lazyPage(() => import('./features/recipes/detail/recipe-detail-page'), 'RecipeDetailPage');
const PrintRecipePage = lazyPage(() => import('./features/recipes/print/print-recipe-page'), 'PrintRecipePage');
const RecipeCreatePage = lazyPage(() => import('./features/recipes/form/recipe-create-page'), 'RecipeCreatePage');
const RecipeEditPage = lazyPage(() => import('./features/recipes/form/recipe-edit-page'), 'RecipeEditPage');
const ProfilePage = lazyPage(() => import('./features/profile/routes/profile-page'), 'ProfilePage');
const ShoppingPage = lazyPage(() => import('./features/shopping/routes/shopping-page'), 'ShoppingPage');
const ShoppingListPage = lazyPage(() => import('./features/shopping/routes/shopping-list-page'), 'ShoppingListPage');
const PrintShoppingPage = lazyPage(() => import('./features/shopping/routes/print-shopping-page'), 'PrintShoppingPage');
const MealPlansPage = lazyPage(() => import('./features/meal-plans/routes/meal-plans-page'), 'MealPlansPage');
const SharedMealPlanPage = lazyPage(
  () => import('./features/meal-plans/routes/shared-meal-plan-page'),
  'SharedMealPlanPage',
);
const MealPlanPage = lazyPage(() => import('./features/meal-plans/routes/meal-plan-page'), 'MealPlanPage');
const AiHomePage = lazyPage(() => import('./features/ai-home/routes/ai-home-page'), 'AiHomePage');
const FriendsPage = lazyPage(() => import('./features/friends/routes/friends-page'), 'FriendsPage');
const InvitePage = lazyPage(() => import('./features/friends/routes/invite-page'), 'InvitePage');
const ActivityPage = lazyPage(() => import('./features/activity/routes/activity-page'), 'ActivityPage');

/**
 * Every page route of both specifications. Public: /login, /register, /legacy-register and the
 * invitation-only landing for any unknown path. Everything else needs a session; /admin also
 * needs the admin role (non-admins see Access Denied inside the shell, and never load the page).
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: (
      <Suspense fallback={null}>
        <RootErrorPage />
      </Suspense>
    ),
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'legacy-register', element: <LegacyRegisterPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <ShellLayout />,
            children: [
              { index: true, element: <AiHomePage /> },
              { path: 'recipes', element: <RecipesPage /> },
              { path: 'recipes/create', element: <RecipeCreatePage /> },
              { path: 'recipes/:id', element: <RecipeDetailPage /> },
              { path: 'recipes/:id/edit', element: <RecipeEditPage /> },
              { path: 'friends', element: <FriendsPage /> },
              { path: 'shopping', element: <ShoppingPage /> },
              { path: 'shopping/:id', element: <ShoppingListPage /> },
              { path: 'meal-plans', element: <MealPlansPage /> },
              { path: 'meal-plans/shared/:token', element: <SharedMealPlanPage /> },
              { path: 'meal-plans/:id', element: <MealPlanPage /> },
              { path: 'activity', element: <ActivityPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'invite/:code', element: <InvitePage /> },
              { path: 'admin', element: <RequireAdmin />, children: [{ index: true, element: <AdminPage /> }] },
            ],
          },
          // Print pages stand alone: no shell around what goes on paper.
          { path: 'print/:id?', element: <PrintRecipePage /> },
          { path: 'print-shopping/:id?', element: <PrintShoppingPage /> },
        ],
      },
      { path: '*', element: <LandingPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
