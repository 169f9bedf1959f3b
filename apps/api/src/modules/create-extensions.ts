import type { CreateExtensions } from '../crud/extensions.ts';
import { driverCreate } from './drivers/driver-create.ts';

/** The custom create flows the schemas name (`forms.create.extension`), by name. */
export const CREATE_EXTENSIONS: CreateExtensions = { 'driver-create': driverCreate };
