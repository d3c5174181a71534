/// An IIO scan element's storage format, parsed from its `scan_elements/*_type` file.
///
/// The text is `[be|le]:[s|u]<realbits>/<storagebits>[X<repeat>]>><shift>`, for
/// example `le:s12/16>>4`: little-endian, signed, 12 significant bits stored in
/// 16 bits and shifted left by 4. A value is read from storage, shifted right,
/// masked to `realBits` and sign-extended if signed.
public struct IIOChannelType: Sendable, Equatable, CustomStringConvertible {
    public var isBigEndian: Bool
    public var isSigned: Bool
    public var realBits: Int
    public var storageBits: Int
    /// How many values the element holds (`X<repeat>`); 1 for ordinary channels.
    public var repeatCount: Int
    public var shift: Int

    public init(
        isBigEndian: Bool, isSigned: Bool, realBits: Int, storageBits: Int, repeatCount: Int = 1, shift: Int
    ) {
        self.isBigEndian = isBigEndian
        self.isSigned = isSigned
        self.realBits = realBits
        self.storageBits = storageBits
        self.repeatCount = repeatCount
        self.shift = shift
    }

    /// Bytes one value takes in a scan.
    public var storageBytes: Int { storageBits / 8 }

    /// Bytes the whole element takes (all repeats); it is also the element's alignment.
    public var elementBytes: Int { storageBytes * repeatCount }

    /// Parses a `_type` file's text (surrounding spaces and the line end are ignored).
    public static func parse(_ text: String) throws(IIOScanError) -> IIOChannelType {
        let body = text.trimmedASCII
        let fail = { (what: String) in
            IIOScanError(
                message: "channel type \"\(body)\" is not [be|le]:[s|u]<bits>/<storage bits>>><shift>, "
                    + "like le:s12/16>>4 (\(what))")
        }
        let parts = body.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0] == "le" || parts[0] == "be" else { throw fail("endianness") }
        var rest = Substring(parts[1])
        guard let signChar = rest.first, signChar == "s" || signChar == "u" else { throw fail("sign") }
        rest = rest.dropFirst()
        let shiftParts = rest.split(separator: ">", omittingEmptySubsequences: false)
        guard shiftParts.count == 3, shiftParts[1].isEmpty, let shift = DecimalText.integer(shiftParts[2]),
            shift >= 0
        else { throw fail("shift") }
        let sizeParts = shiftParts[0].split(separator: "/", omittingEmptySubsequences: false)
        guard sizeParts.count == 2, let realBits = DecimalText.integer(sizeParts[0]) else { throw fail("bits") }
        let storageParts = sizeParts[1].split(separator: "X", omittingEmptySubsequences: false)
        guard (1...2).contains(storageParts.count), let storageBits = DecimalText.integer(storageParts[0]) else {
            throw fail("storage bits")
        }
        var repeatCount = 1
        if storageParts.count == 2 {
            guard let count = DecimalText.integer(storageParts[1]), count >= 1 else { throw fail("repeat") }
            repeatCount = count
        }
        guard [8, 16, 32, 64].contains(storageBits) else { throw fail("storage must be 8, 16, 32 or 64 bits") }
        guard realBits >= 1, realBits + shift <= storageBits else {
            throw fail("bits plus shift must fit in the storage bits")
        }
        return IIOChannelType(
            isBigEndian: parts[0] == "be", isSigned: signChar == "s", realBits: realBits,
            storageBits: storageBits, repeatCount: repeatCount, shift: shift)
    }

    /// The value of the first element stored at `bytes[offset...]`.
    public func decode(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int64 {
        var stored: UInt64 = 0
        for index in 0..<storageBytes {
            let byte = UInt64(bytes[offset + (isBigEndian ? index : storageBytes - 1 - index)])
            stored = stored << 8 | byte
        }
        stored >>= UInt64(shift)
        if realBits < 64 {
            stored &= (UInt64(1) << UInt64(realBits)) - 1
        }
        guard isSigned, realBits < 64 else { return Int64(bitPattern: stored) }
        let signBit = UInt64(1) << UInt64(realBits - 1)
        if stored & signBit != 0 {
            stored |= ~((UInt64(1) << UInt64(realBits)) - 1)
        }
        return Int64(bitPattern: stored)
    }

    /// The `_type` text form, e.g. `le:s12/16>>4`.
    public var description: String {
        let repeatText = repeatCount > 1 ? "X\(repeatCount)" : ""
        return "\(isBigEndian ? "be" : "le"):\(isSigned ? "s" : "u")\(realBits)/\(storageBits)\(repeatText)>>\(shift)"
    }
}

/// A scan layout or channel type that cannot be used.
public struct IIOScanError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
