// Standalone entry (the shell loads the pages the route table names instead). The async boundary lets the shared
// modules be set up before anything uses them.
import('./bootstrap');
