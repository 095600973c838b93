import 'react-router';

// Route middleware (the guard) is on: loaders receive a typed RouterContextProvider as `context`.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
