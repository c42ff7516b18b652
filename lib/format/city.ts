export { CITY_OPTIONS, formatCity } from "@/server/modules/companies/city-contract";
