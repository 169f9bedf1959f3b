export { toast } from 'react-hot-toast';
export { AppToaster, type AppToasterProps } from './app-toaster';
export { notify, type ToastMessage } from './notify';
