export { TopBar, type TopBarProps } from './top-bar';
