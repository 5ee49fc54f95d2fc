/*
 * The search widget's panes (and the mobile dialog that holds them) as one chunk, which search-bar.tsx loads on demand. One chunk rather than three:
 * the keyword pane alone would be small enough for the build to fold it back into the bar's eager chunk,
 * and the panes are wanted together (on interest in the bar, or when the page is idle).
 */
export { DateRangePicker } from './date-range-picker.tsx';
export { KeywordPanel } from './keyword-panel.tsx';
export { MobilePane } from './mobile-pane.tsx';
export { OccupancyEditor } from './occupancy-editor.tsx';
