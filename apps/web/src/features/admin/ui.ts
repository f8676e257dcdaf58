// The app-wide pieces the staff screens use, imported in one place: the web's shared components
// are moving to apps/web/src/components, and only this file needs to follow them.
export { LoadErrorAlert } from '../../components/LoadErrorAlert';
export { ScreenTitle } from '../../components/ScreenTitle';
