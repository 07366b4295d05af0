// Standalone entry (the shell loads src/exposes/* instead). The async boundary lets the shared
// modules be set up before anything uses them.
import('./bootstrap');
