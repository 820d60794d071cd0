// The home feature's lazy chunk: everything the route table loads from this feature.
export { HomePage } from './HomePage';
