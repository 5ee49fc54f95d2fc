import { guidebookLoader } from '../member-data.ts';

export const loader = guidebookLoader;
