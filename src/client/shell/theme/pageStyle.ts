// docs/product.md#visual-identity: the page background (page.css) and Readex Pro, bundled with the app (no font CDN), in the
// weights the screens use. The browser fetches a face only when text needs it; it is CSS, not JS.
import '@fontsource/readex-pro/300.css';
import '@fontsource/readex-pro/400.css';
import '@fontsource/readex-pro/500.css';
import '@fontsource/readex-pro/600.css';
import './page.css';
