// Types of vite-plugin-pwa's virtual registration module (virtual:pwa-register).
/// <reference types="vite-plugin-pwa/client" />
