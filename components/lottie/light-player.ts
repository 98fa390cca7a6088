// A static re-export lets the bundler keep only the light player (lottie-react declares no
// side effects); importing the package itself on demand pulled in all three lottie-web builds.
export { LottieLight } from 'lottie-react';
