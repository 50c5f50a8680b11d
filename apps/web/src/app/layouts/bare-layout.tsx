import { ScreenOutlet } from '../screen-outlet';

/** No header, footer or side menu (the agent landing). */
export function BareLayout() {
  return (
    <div className="bare">
      <ScreenOutlet />
    </div>
  );
}
