// Placeholder until the users screen (a later issue) replaces this file.
export { default } from '../coming-soon';
