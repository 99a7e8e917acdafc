// Async boundary: lets Module Federation negotiate shared singletons before any app code runs. /login starts
// on its own small chunk (React, the auth client and the form); every other path starts the whole app.
if (window.location.pathname === '/login') void import('./login-bootstrap');
else void import('./bootstrap');
