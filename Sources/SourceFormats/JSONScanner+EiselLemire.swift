/// Eisel and Lemire's conversion of a decimal number to the nearest double (as in fast_float and
/// Go's `strconv`, after Daniel Lemire, "Number Parsing at a Gigabyte per Second", 2021): the
/// digits times a 128-bit truncation of the power of ten, which decides the rounding for all but
/// a rare few numbers; for those it answers nil, and the caller asks `strtod`. So the result is
/// always `strtod`'s, to the bit (`EiselLemireTests` compares them on random and edge cases).
extension JSONScanner {
    /// The powers of ten whose truncations are in `truncatedPowersOfTen`.
    @usableFromInline static let eiselLemireExponents = -30...30

    /// `mantissa` x 10^`exponent` correctly rounded, or nil when this method cannot decide (a
    /// halfway case hidden by the truncation, a power outside the table, a subnormal or infinite
    /// result). `mantissa` holds every digit (at most 19).
    @inlinable
    public static func eiselLemire(mantissa: UInt64, exponent: Int, negative: Bool) -> Double? {
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        guard eiselLemireExponents.contains(exponent) else { return nil }
        let power = truncatedPowersOfTen[exponent - eiselLemireExponents.lowerBound]
        // Normalization: the mantissa's top bit set.
        let zeros = mantissa.leadingZeroBitCount
        let digits = mantissa << UInt64(zeros)
        var binaryExponent = UInt64(bitPattern: Int64((217_706 &* exponent) >> 16 &+ 64 &+ 1023)) &- UInt64(zeros)
        var (high, low) = digits.multipliedFullWidth(by: power.high)
        // The truncation's error may carry into the bits that decide: look at the next 64 bits.
        if high & 0x1FF == 0x1FF && low &+ digits < low {
            let (nextHigh, nextLow) = digits.multipliedFullWidth(by: power.low)
            var mergedHigh = high
            let mergedLow = low &+ nextHigh
            if mergedLow < low { mergedHigh &+= 1 }
            if mergedHigh & 0x1FF == 0x1FF && mergedLow == UInt64.max && nextLow &+ digits < nextLow { return nil }
            (high, low) = (mergedHigh, mergedLow)
        }
        // 54 bits, then rounding half to even to 53, unless the product sits exactly halfway.
        let top = high >> 63
        var significand = high >> (top + 9)
        binaryExponent &-= 1 ^ top
        if low == 0 && high & 0x1FF == 0 && significand & 3 == 1 { return nil }
        significand += significand & 1
        significand >>= 1
        if significand >> 53 > 0 {
            significand >>= 1
            binaryExponent &+= 1
        }
        // A subnormal, infinite or NaN result: not decided here.
        guard binaryExponent &- 1 < 0x7FF - 1 else { return nil }
        let bits = binaryExponent << 52 | significand & 0x000F_FFFF_FFFF_FFFF
        return Double(bitPattern: negative ? bits | 1 << 63 : bits)
    }

    /// 10^e for e in `eiselLemireExponents`, as 128 bits with the top one set, rounded down
    /// (computed exactly with Python's integers: 10^e shifted, or 2^(127 + bits of 10^-e) / 10^-e).
    @usableFromInline static let truncatedPowersOfTen: [(high: UInt64, low: UInt64)] = [
        (0xA242_5FF7_5E14_FC31, 0xA125_8379_A94D_028D), (0xCAD2_F7F5_359A_3B3E, 0x096E_E458_13A0_4330),
        (0xFD87_B5F2_8300_CA0D, 0x8BCA_9D6E_1888_53FC), (0x9E74_D1B7_91E0_7E48, 0x775E_A264_CF55_347D),
        (0xC612_0625_7658_9DDA, 0x9536_4AFE_032A_819D), (0xF796_87AE_D3EE_C551, 0x3A83_DDBD_83F5_2204),
        (0x9ABE_14CD_4475_3B52, 0xC492_6A96_7279_3542), (0xC16D_9A00_9592_8A27, 0x75B7_053C_0F17_8293),
        (0xF1C9_0080_BAF7_2CB1, 0x5324_C68B_12DD_6338), (0x971D_A050_74DA_7BEE, 0xD3F6_FC16_EBCA_5E03),
        (0xBCE5_0864_9211_1AEA, 0x88F4_BB1C_A6BC_F584), (0xEC1E_4A7D_B695_61A5, 0x2B31_E9E3_D06C_32E5),
        (0x9392_EE8E_921D_5D07, 0x3AFF_322E_6243_9FCF), (0xB877_AA32_36A4_B449, 0x09BE_FEB9_FAD4_87C2),
        (0xE695_94BE_C44D_E15B, 0x4C2E_BE68_7989_A9B3), (0x901D_7CF7_3AB0_ACD9, 0x0F9D_3701_4BF6_0A10),
        (0xB424_DC35_095C_D80F, 0x5384_84C1_9EF3_8C94), (0xE12E_1342_4BB4_0E13, 0x2865_A5F2_06B0_6FB9),
        (0x8CBC_CC09_6F50_88CB, 0xF93F_87B7_442E_45D3), (0xAFEB_FF0B_CB24_AAFE, 0xF78F_69A5_1539_D748),
        (0xDBE6_FECE_BDED_D5BE, 0xB573_440E_5A88_4D1B), (0x8970_5F41_36B4_A597, 0x3168_0A88_F895_3030),
        (0xABCC_7711_8461_CEFC, 0xFDC2_0D2B_36BA_7C3D), (0xD6BF_94D5_E57A_42BC, 0x3D32_9076_0469_1B4C),
        (0x8637_BD05_AF6C_69B5, 0xA63F_9A49_C2C1_B10F), (0xA7C5_AC47_1B47_8423, 0x0FCF_80DC_3372_1D53),
        (0xD1B7_1758_E219_652B, 0xD3C3_6113_404E_A4A8), (0x8312_6E97_8D4F_DF3B, 0x645A_1CAC_0831_26E9),
        (0xA3D7_0A3D_70A3_D70A, 0x3D70_A3D7_0A3D_70A3), (0xCCCC_CCCC_CCCC_CCCC, 0xCCCC_CCCC_CCCC_CCCC),
        (0x8000_0000_0000_0000, 0x0000_0000_0000_0000), (0xA000_0000_0000_0000, 0x0000_0000_0000_0000),
        (0xC800_0000_0000_0000, 0x0000_0000_0000_0000), (0xFA00_0000_0000_0000, 0x0000_0000_0000_0000),
        (0x9C40_0000_0000_0000, 0x0000_0000_0000_0000), (0xC350_0000_0000_0000, 0x0000_0000_0000_0000),
        (0xF424_0000_0000_0000, 0x0000_0000_0000_0000), (0x9896_8000_0000_0000, 0x0000_0000_0000_0000),
        (0xBEBC_2000_0000_0000, 0x0000_0000_0000_0000), (0xEE6B_2800_0000_0000, 0x0000_0000_0000_0000),
        (0x9502_F900_0000_0000, 0x0000_0000_0000_0000), (0xBA43_B740_0000_0000, 0x0000_0000_0000_0000),
        (0xE8D4_A510_0000_0000, 0x0000_0000_0000_0000), (0x9184_E72A_0000_0000, 0x0000_0000_0000_0000),
        (0xB5E6_20F4_8000_0000, 0x0000_0000_0000_0000), (0xE35F_A931_A000_0000, 0x0000_0000_0000_0000),
        (0x8E1B_C9BF_0400_0000, 0x0000_0000_0000_0000), (0xB1A2_BC2E_C500_0000, 0x0000_0000_0000_0000),
        (0xDE0B_6B3A_7640_0000, 0x0000_0000_0000_0000), (0x8AC7_2304_89E8_0000, 0x0000_0000_0000_0000),
        (0xAD78_EBC5_AC62_0000, 0x0000_0000_0000_0000), (0xD8D7_26B7_177A_8000, 0x0000_0000_0000_0000),
        (0x8786_7832_6EAC_9000, 0x0000_0000_0000_0000), (0xA968_163F_0A57_B400, 0x0000_0000_0000_0000),
        (0xD3C2_1BCE_CCED_A100, 0x0000_0000_0000_0000), (0x8459_5161_4014_84A0, 0x0000_0000_0000_0000),
        (0xA56F_A5B9_9019_A5C8, 0x0000_0000_0000_0000), (0xCECB_8F27_F420_0F3A, 0x0000_0000_0000_0000),
        (0x813F_3978_F894_0984, 0x4000_0000_0000_0000), (0xA18F_07D7_36B9_0BE5, 0x5000_0000_0000_0000),
        (0xC9F2_C9CD_0467_4EDE, 0xA400_0000_0000_0000),
    ]
}
