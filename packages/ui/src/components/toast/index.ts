export { toast } from 'react-hot-toast';
export { AppToaster } from './app-toaster';
export { notify } from './notify';
export type { AppToasterProps, ToastMessage } from './toast-types';
