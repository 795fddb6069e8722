import { NotFound } from './not-found.tsx';

export default NotFound;
