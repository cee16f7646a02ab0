export { productRoutes } from "./products.routes";
