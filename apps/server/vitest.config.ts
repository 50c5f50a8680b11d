import { defineConfig } from 'vitest/config';
import { serverProjects } from './vitest.projects.js';

// Run from this folder: the server's projects alone (the root config lists them with the others).
export default defineConfig({ test: { projects: serverProjects() } });
