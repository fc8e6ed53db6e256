// Placeholder until the devices screen (a later issue) replaces this file.
export { default } from '../coming-soon';
