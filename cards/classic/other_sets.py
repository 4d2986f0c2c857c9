"""Cards of other sets that the seed's examples use."""
