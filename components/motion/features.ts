// The animation engine, fetched after the first paint so it stays out of first-load JS.
export { domAnimation as default } from 'framer-motion';
