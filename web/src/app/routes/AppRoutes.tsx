import { Navigate, Route, Routes } from 'react-router';
import { GateLayout } from './GateLayout';
import { routeTable } from './routeTable';
import { screenFor } from './screens';

/** Every route of spec §2 from the route table; anything else goes to /404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<GateLayout />}>
        {routeTable.map((route) => (
          <Route key={route.id} path={route.path} element={screenFor(route)} />
        ))}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Route>
    </Routes>
  );
}
