// Standalone entry (the shell loads the pages ./routes names instead). The async boundary lets the shared
// modules be set up before anything uses them.
import('./bootstrap');
