/** Every handler of the mock backend, in matching order (specific paths before parameterised ones). */
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { fileHandlers } from './files';
import { publicHandlers } from './public';

export const handlers = [...authHandlers, ...publicHandlers, ...adminHandlers, ...fileHandlers];
