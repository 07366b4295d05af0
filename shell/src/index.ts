// The async boundary: shared modules (React, the design system) are negotiated with the remotes
// before any of them is evaluated.
import('./bootstrap');
