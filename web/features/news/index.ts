export { TopNews } from "./top-news";
