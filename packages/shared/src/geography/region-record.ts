/** A district: its name and its townships' names. */
export type DistrictRecord = readonly [name: string, townships: readonly string[]]

/** A region or state: its name ('Yangon Region') and its districts. */
export type RegionRecord = readonly [name: string, districts: readonly DistrictRecord[]]
