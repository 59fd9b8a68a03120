// Mantine's global styles, in the order styles.css has them: the reset, the theme's CSS variables, the
// global classes (index.html's first <style> orders their layers and the components'). Each component's own styles
// come with the component (vite-mantine-styles.ts), each in its layer, so our CSS modules override
// them in any load order.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
