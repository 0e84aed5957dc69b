import { placeholder } from '../pending/screen-placeholder';

export default placeholder('Admin Login');
